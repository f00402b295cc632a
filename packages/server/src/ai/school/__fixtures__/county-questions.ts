/**
 * Thirty questions people in the county ask the assistant, each with the portal page that answers it: the
 * citation bench (bench/citations.ts) and its guard test check that the page is among an answer's first
 * three citations. Written from what teachers, pupils and parents ask, not from the pages' wording.
 */
export const COUNTY_QUESTIONS: readonly { question: string; page: string }[] = [
  { question: '在哪里可以下载课件和教案？', page: '/resource' },
  { question: '最新的教学资源在哪看', page: '/resource' },
  { question: '哪个学校上传的资源最多，有排行吗', page: '/resource' },
  { question: '资源竞赛怎么参加？', page: '/contest/list' },
  { question: '比赛的评比规则和奖项在哪里看', page: '/contest/list' },
  { question: '往年竞赛的获奖作品能看吗', page: '/contest/list' },
  { question: '专递课堂的课在哪里看', page: '/index#three-classroom' },
  { question: '名校网络课堂有哪些课时', page: '/index#three-classroom' },
  { question: '名师工作室怎么加入？', page: '/three-studio' },
  { question: '名班主任工作室有哪些', page: '/three-studio' },
  { question: '两研一刊是什么', page: '/lyyk' },
  { question: '教研活动和科研成果在哪里发布', page: '/lyyk' },
  { question: '综合实践活动有哪些基地', page: '/zhsj/schools' },
  { question: '实践基地的学校名单', page: '/zhsj/schools' },
  { question: '实践活动的相册和照片在哪看', page: '/zhsj/media' },
  { question: '综合实践的文章去哪里找', page: '/zhsj/articlelist' },
  { question: '最近有哪些实践活动可以报名', page: '/zhsj/activityList' },
  { question: '平台上有哪些应用系统', page: '/application' },
  { question: '怎么收藏常用的应用', page: '/application' },
  { question: '教育局的通知和新闻在哪里看', page: '/information' },
  { question: '怎么查看我的未读消息', page: '/jhmessage' },
  { question: '右上角铃铛的通知是什么', page: '/jhmessage' },
  { question: '教育评价改革有什么内容', page: '/reform' },
  { question: '学生绘画获奖作品在哪展示', page: '/paint' },
  { question: '课后服务和延时服务怎么安排的', page: '/afterService' },
  { question: '课后服务的杂志期刊在哪里看', page: '/afterService' },
  { question: '网络安全相关的文件在哪里', page: '/networkSafety' },
  { question: '在哪里修改我的个人信息', page: '/personal' },
  { question: '怎么看我的班级和任教学科', page: '/personal' },
  { question: '首页的推荐应用和友情链接在哪', page: '/index' },
];
