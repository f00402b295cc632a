/**
 * Hand-written Chinese text of the demo's smaller lists: practice bases, albums, videos and activities,
 * contests, research activities and files, resource types, messages, applications, links, navigation,
 * magazines, network-safety files, paintings and comments. News bodies live in demo-articles.ts, lesson
 * content in the textbook units.
 */

/** Practice bases. */
export const PRACTICE_BASES = [
  {
    name: '叶县县衙研学实践基地',
    intro: '依托明代县衙古建筑群，开展传统文化与廉政文化研学。',
    address: '叶县昆阳街道文化路',
  },
  { name: '叶县盐文化研学基地', intro: '展示叶县岩盐开采历史与工艺，开展科学与劳动实践。', address: '叶县盐都街道' },
  { name: '昆阳之战遗址红色教育基地', intro: '讲述昆阳之战历史，开展爱国主义教育。', address: '叶县昆阳街道' },
  { name: '澧河湿地自然教育基地', intro: '观察湿地动植物，开展生态环保实践。', address: '叶县龙泉乡' },
  { name: '叶县现代农业劳动实践基地', intro: '体验耕种、采摘和农产品加工，开展劳动教育。', address: '叶县仙台镇' },
];

/** Practice album titles. */
export const ALBUM_TITLES = [
  '秋季研学旅行精彩瞬间',
  '劳动实践周剪影',
  '校园科技节掠影',
  '红色研学之旅',
  '绿色健康实践活动照片',
  '校园开心农场丰收季',
];

/** Practice videos, each with the scenes its cards show. */
export const PRACTICE_VIDEOS = [
  { title: '劳动教育微课：学做家常菜', scenes: ['认识厨房用具和安全用火', '择菜、洗菜和切菜', '学做西红柿炒鸡蛋'] },
  { title: '研学实录：走进叶县县衙', scenes: ['集合出发，明确研学任务', '参观大堂、二堂和三堂', '小组汇报研学收获'] },
  {
    title: '科学实践：自制简易净水器',
    scenes: ['准备塑料瓶、纱布、细沙和活性炭', '按顺序分层装填', '比较过滤前后的水样'],
  },
  { title: '绿色健康：校园广播体操示范', scenes: ['伸展运动与扩胸运动', '体转运动与跳跃运动', '整理运动'] },
  { title: '非遗传承：剪纸艺术入门', scenes: ['欣赏叶县民间剪纸', '学习对折剪的方法', '剪出一幅团花'] },
  {
    title: '安全教育：防溺水知识讲解',
    scenes: ['不私自下水游泳', '不到无安全设施的水域玩耍', '发现有人落水，立即呼救并报警'],
  },
] as const;

/** Practice activities, each with a sentence on what pupils do. */
export const PRACTICE_ACTIVITIES = [
  {
    title: '2026年秋季中小学生研学实践活动',
    body: '各校组织学生到县衙、盐文化基地和澧河湿地开展研学，每名学生完成一份研学手册。',
  },
  { title: '“我是小小农艺师”劳动实践活动', body: '学生在校园农场或家中种植一种蔬菜，记录播种、出苗到收获的全过程。' },
  { title: '绿色健康生活方式主题实践', body: '学生记录一周的作息、饮食和运动，制订一份自己的健康生活计划。' },
  { title: '寻访家乡非遗传承人', body: '学生分组走访剪纸、豫剧等非遗传承人，撰写访谈记录。' },
  { title: '“节约粮食从我做起”主题实践', body: '学生开展“光盘行动”打卡，统计班级一周的剩饭剩菜变化。' },
] as const;

/** Contests: title, who enters what (`entrant`: a lesson resource, a science work, an essay, a class), columns. */
export const CONTESTS = [
  {
    title: '2026年叶县中小学优秀数字教育资源评选活动',
    entrant: 'lesson',
    columns: ['微课', '课件', '教学设计', '课堂实录'],
    summary: '面向全县中小学教师征集优秀微课、课件、教学设计和课堂实录，推动优质数字资源共建共享。',
  },
  {
    title: '叶县第五届中小学生科技创新作品大赛',
    entrant: 'science',
    columns: ['小发明', '科学论文', '科幻画'],
    summary: '激发学生科学兴趣，培养创新精神和实践能力，评选优秀科技创新作品。',
  },
  {
    title: '“书香叶县”中小学生读书征文比赛',
    entrant: 'essay',
    columns: ['小学组', '初中组', '高中组'],
    summary: '以“读书伴我成长”为主题，引导学生多读书、读好书。',
  },
  {
    title: '叶县中小学教师信息技术与课堂融合优质课比赛',
    entrant: 'class',
    columns: ['小学', '初中', '高中'],
    summary: '展示信息技术与学科教学深度融合的优秀课例，提升教师信息素养。',
  },
];

export const PRIZE_LEVELS = [
  { name: '一等奖', share: 0.1, reward: '荣誉证书及奖品' },
  { name: '二等奖', share: 0.2, reward: '荣誉证书' },
  { name: '三等奖', share: 0.3, reward: '荣誉证书' },
  { name: '优秀奖', share: 0.4, reward: '电子证书' },
] as const;

/** Research activities (教研活动): the phase of the host school and what happened, scene by scene. */
export const RESEARCH_ACTIVITIES = [
  {
    title: '初中语文群文阅读教学研讨活动',
    phase: '3',
    scenes: ['观摩群文阅读课《散文中的亲情》', '执教教师说课', '教研员点评：议题的选择与文本的组合'],
  },
  {
    title: '小学数学“说题”比赛暨教研活动',
    phase: '2',
    scenes: ['参赛教师说题：题目的来源与考查目标', '说解法与学生的易错点', '评委点评与颁奖'],
  },
  {
    title: '高中英语读后续写教学专题研讨',
    phase: '4',
    scenes: ['示范课：读后续写的情节构思', '学生习作展示与互评', '专题讲座：续写的评分标准'],
  },
  {
    title: '区域教研：农村小学科学实验教学交流',
    phase: '2',
    scenes: ['观摩分组实验课《水沸腾了》', '交流自制教具与实验材料', '讨论农村学校实验室的使用'],
  },
  {
    title: '县级课题开题论证会',
    phase: '3',
    scenes: ['课题主持人汇报研究方案', '专家组提问与论证', '形成开题论证意见'],
  },
] as const;

/** Research result files (研究成果): each kind with what its body sets out. */
export const RESEARCH_FILES = [
  {
    title: '大单元教学设计案例集',
    body: '本案例集收录以“{topic}”为代表的单元整体教学设计，包括单元目标、学习任务、课时安排和评价设计。',
  },
  {
    title: '课题研究中期报告',
    body: '课题组围绕“{topic}”的教学开展研究，已完成问卷调查和{count}节研究课，形成了阶段性成果。',
  },
  {
    title: '校本教研活动记录表',
    body: '活动主题：“{topic}”同课异构。参加人员：学科组全体教师。活动过程：说课、上课、评课、反思。',
  },
  {
    title: '优秀教学论文汇编',
    body: '本汇编收录{count}篇优秀教学论文，其中《“{topic}”教学中的问题链设计》获县级一等奖。',
  },
  { title: '作业设计优秀案例', body: '以“{topic}”为例，作业分为基础巩固、能力提升和实践探究三层，学生按需选择。' },
  {
    title: '课堂观察量表',
    body: '观察课例：“{topic}”。观察维度：学生参与、提问质量、目标达成，每个维度分三个等级记录。',
  },
] as const;

/** Messages to demo users. */
export const MESSAGE_TEMPLATES = [
  {
    type: '1',
    title: '系统通知：平台将于周六凌晨进行维护',
    content: '为提升服务质量，平台将于本周六 02:00-04:00 进行系统维护，期间部分功能暂停使用。',
  },
  { type: '2', title: '您上传的资源已通过审核', content: '您上传的资源已通过县级审核，现已在资源中心公开展示。' },
  {
    type: '2',
    title: '您的作品入选优秀数字教育资源评选复评',
    content: '恭喜！您提交的作品已进入复评环节，请留意后续通知。',
  },
  {
    type: '3',
    title: '班级通知：本周五召开家长会',
    content: '请各位家长于本周五下午 4 点到校参加家长会，地点为本班教室。',
  },
  { type: '1', title: '密码安全提醒', content: '为保障账号安全，请定期修改密码，密码需 8-16 位并同时包含字母和数字。' },
  { type: '3', title: '教研活动提醒', content: '本周三下午在县教研室举行学科教研活动，请准时参加。' },
  { type: '2', title: '您收藏的应用有更新', content: '您收藏的“智慧作业”应用已更新到新版本，新增错题本功能。' },
];

/** Applications (recommended apps and the application centre). */
export const APPLICATIONS = [
  // `url`: a page of the portal, another site (opened in a new tab), or '' for one not yet open online.
  { title: '智慧作业', theme: '教学应用', summary: '布置、批改和分析作业，生成学情报告。', url: '' },
  { title: '三个课堂', theme: '教学应用', summary: '专递课堂、名师课堂、名校网络课堂统一入口。', url: '/hdym' },
  { title: '资源中心', theme: '教学应用', summary: '全县共建共享的优质教学资源库。', url: '/resource' },
  {
    title: '教师研修',
    theme: '教师发展',
    summary: '国家中小学智慧教育平台的教师研修与继续教育。',
    url: 'https://basic.smartedu.cn',
  },
  { title: '名师工作室', theme: '教师发展', summary: '名师、名校长、名班主任工作室空间。', url: '/three-studio' },
  { title: '学籍管理', theme: '管理服务', summary: '中小学生学籍信息查询与变更。', url: '' },
  { title: '课后服务', theme: '管理服务', summary: '课后服务期刊、课程与各乡镇中心校。', url: '/afterService' },
  {
    title: '校园安全',
    theme: '管理服务',
    summary: '安全教育平台：专题活动、安全知识与演练。',
    url: 'https://www.xueanquan.com',
  },
  { title: '家校沟通', theme: '家校共育', summary: '通知、请假和成长记录，家校一键沟通。', url: '' },
  {
    title: '体质健康',
    theme: '家校共育',
    summary: '国家学生体质健康标准数据管理与查询。',
    url: 'https://www.csh.moe.edu.cn',
  },
];

/** Links (blogroll). */
export const LINKS = [
  { title: '国家中小学智慧教育平台', url: 'https://basic.smartedu.cn' },
  { title: '河南省教育厅', url: 'https://jyt.henan.gov.cn' },
  { title: '平顶山市教育局', url: 'https://jyj.pds.gov.cn' },
  { title: '叶县人民政府', url: 'https://www.yexian.gov.cn' },
  { title: '中华人民共和国教育部', url: 'https://www.moe.gov.cn' },
];

/** Navigation items (id 1 is the personal centre, SPEC §3). */
export const NAV_ITEMS = [
  { id: '1', title: '个人中心', linkUrl: '/personal' },
  { id: '2', title: '首页', linkUrl: '/index' },
  { id: '3', title: '三个课堂', linkUrl: '/hdym' },
  { id: '4', title: '绿色健康实践', linkUrl: '/zhsj' },
  { id: '5', title: '资源中心', linkUrl: '/resource' },
  { id: '6', title: '资源大赛', linkUrl: '/contest/list' },
  { id: '7', title: '两研一刊', linkUrl: '/lyyk' },
  { id: '8', title: '三名工作室', linkUrl: '/three-studio' },
  { id: '9', title: '应用中心', linkUrl: '/application' },
];

/** Network-safety files (each has a public code), with their sections. */
export const SAFETY_FILES = [
  {
    code: 'WLAQ-01',
    title: '中小学生网络安全知识手册',
    paragraphs: [
      '一、上网时间：每天上网不超过1小时，不在深夜上网。',
      '二、账号密码：密码不少于8位，同时包含字母和数字，不告诉他人。',
      '三、网络交友：不与网友私下见面，遇到骚扰及时告诉老师和家长。',
      '四、不良信息：不浏览、不传播暴力和低俗信息，发现后及时举报。',
    ],
  },
  {
    code: 'WLAQ-02',
    title: '防范电信网络诈骗宣传材料',
    paragraphs: [
      '常见骗局：冒充老师收取资料费、游戏装备低价交易、“刷单返利”和冒充客服退款。',
      '牢记“三不一多”：未知链接不点击，陌生来电不轻信，个人信息不透露，转账汇款多核实。',
      '遇到诈骗，请立即拨打110或全国反诈专线96110。',
    ],
  },
  {
    code: 'WLAQ-03',
    title: '个人信息保护指南',
    paragraphs: [
      '个人信息包括姓名、身份证号、家庭住址、电话号码、照片和定位等。',
      '不在社交平台晒身份证、录取通知书和车票，注册应用时只提供必要信息。',
      '学校收集学生信息须告知用途，由专人保管，不得向无关人员提供。',
    ],
  },
  {
    code: 'WLAQ-04',
    title: '校园网络安全应急预案',
    paragraphs: [
      '一、适用范围：校园网络中断、网站被篡改、病毒感染和数据泄露等事件。',
      '二、组织机构：学校成立网络安全领导小组，信息技术教师任技术负责人。',
      '三、处置流程：发现事件立即断开受影响设备，保存日志，一小时内报告县教育体育局。',
      '四、事后恢复：排查原因，恢复系统和数据，形成事件报告。',
    ],
  },
];

/** Titles of the awarded paintings: eighteen, one per award. */
export const PAINT_TITLES = [
  '家乡的春天',
  '我的老师',
  '美丽的澧河',
  '丰收的田野',
  '未来的学校',
  '我爱叶县',
  '童心向党',
  '快乐的课间',
  '县衙的黄昏',
  '奶奶的菜园',
  '雪中的校园',
  '我们的运动会',
  '荷塘月色',
  '放风筝',
  '太空里的家',
  '端午赛龙舟',
  '妈妈的手',
  '夏夜的星空',
];

/** Comments on practice items. */
export const COMMENTS = [
  '孩子们的笑容太灿烂了，这样的实践活动很有意义！',
  '学校组织得很好，希望以后多开展这样的活动。',
  '照片拍得真好，看得出孩子们收获很大。',
  '劳动教育就应该这样走进生活，点赞！',
  '感谢老师们的辛苦付出。',
];

export const REPLIES = ['谢谢您的关注和支持！', '我们会继续努力，欢迎常来看看。', '同感，孩子回家后讲了一晚上。'];
