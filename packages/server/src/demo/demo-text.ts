/**
 * Hand-written Chinese text the demo content is assembled from. `{town}`, `{school}` and `{subject}`
 * are filled in by the generator so each item reads as news from a real place in the county.
 */

/** Titles of the demo information articles, per article type id (ARTICLE_TYPES in reference-data). */
export const ARTICLE_TITLES: Readonly<Record<string, readonly string[]>> = {
  '1': [
    '关于开展2026年秋季学期中小学教学常规检查的通知',
    '关于组织参加全市中小学优质课评选活动的通知',
    '关于做好冬季校园安全工作的通知',
    '关于公布叶县第三批县级名师工作室名单的通知',
    '关于开展“三个课堂”应用情况调研的通知',
    '关于举办全县中小学生书法绘画比赛的通知',
    '关于进一步规范课后服务工作的通知',
  ],
  '2': [
    '{town}：农村学校迎来“云端课堂”，名师讲课走进山乡',
    '{school}举行秋季运动会，师生共享运动快乐',
    '叶县召开2026年教育质量提升推进会',
    '{school}开展“书香校园”读书月活动',
    '叶县教师在全市信息技术与课堂融合大赛中获佳绩',
    '{town}中心校组织青年教师汇报课展示',
    '叶县启动中小学智慧校园建设第二期工程',
    '{school}家长开放日：走进课堂看变化',
  ],
  '3': [
    '《义务教育课程方案和课程标准（2022年版）》解读',
    '河南省中小学生学籍管理办法（摘要）',
    '关于全面加强和改进新时代学校体育工作的意见（摘要）',
    '中小学教师专业标准解读：从新手到骨干',
    '义务教育学校管理标准要点梳理',
  ],
  '4': [
    '{school}成立“非遗剪纸”兴趣社团',
    '{school}开展消防应急疏散演练',
    '{school}举办科技节，学生自制小发明亮相',
    '{school}开展“劳动最光荣”实践周活动',
    '{school}组织新教师入职培训',
    '{school}合唱团排练迎新年文艺汇演',
  ],
  '5': [
    '全县初中数学“大单元教学”专题研讨会在{school}举行',
    '叶县小学语文整本书阅读教学观摩活动纪实',
    '{town}开展英语听说课同课异构活动',
    '县教研室送教下乡走进{town}',
    '高中物理实验教学创新研讨活动顺利举行',
  ],
};

/** Opening sentences; one is chosen per article. */
export const OPENINGS = [
  '近日，{school}围绕“{subject}”学科教学开展了一系列扎实有效的工作。',
  '为深入落实立德树人根本任务，{town}各学校积极行动、统筹安排。',
  '金秋时节，叶县教育系统各项工作有序推进，{school}的师生以饱满的热情投入到新学期的学习中。',
  '为进一步提升课堂教学质量，叶县教育体育局组织开展了专项活动，{town}的学校积极参与。',
];

/** Middle paragraphs. */
export const MIDDLES = [
  '活动中，老师们结合学生实际精心设计教学环节，注重问题引导和合作探究，课堂气氛活跃，学生参与度高。',
  '学校将信息技术与学科教学深度融合，借助“三个课堂”平台把优质课程送到每一间教室，让乡村孩子同样享有好资源。',
  '在评课环节，教研员从教学目标、教学设计和学生活动等方面进行了细致点评，并提出了切实可行的改进建议。',
  '各校坚持“五育并举”，在抓好课堂教学的同时，丰富课后服务内容，开设了书法、科技、体育、合唱等特色课程。',
  '参训教师纷纷表示，此次活动内容丰富、针对性强，既开阔了视野，又学到了可以直接用于课堂的方法。',
  '学校安全无小事。活动通过讲解、演示和实地演练相结合的方式，增强了师生的安全意识和自救互救能力。',
];

/** Closing sentences. */
export const CLOSINGS = [
  '下一步，叶县将持续深化教育教学改革，推动全县义务教育优质均衡发展。',
  '此次活动的开展，为全县教师搭建了交流学习的平台，有力促进了教师专业成长。',
  '学校表示，将以此为契机，不断总结经验，努力办好人民满意的教育。',
];

/** Titles of the demo evaluation-reform news. */
export const REFORM_TITLES = [
  '叶县推行学生综合素质评价“成长档案袋”',
  '{school}探索作业评价改革，减负提质见实效',
  '教师评价从“唯分数”到“看成长”：{town}的实践',
  '以评促建：叶县开展义务教育学校办学质量评价',
  '“五育并举”评价体系在{school}落地',
  '过程性评价让每个孩子都被看见——{school}评价改革案例',
  '叶县深化新时代教育评价改革工作推进会召开',
  '{town}中心校：用好课堂观察量表，改进教学评价',
];

export const PRACTICE_TITLES = [
  '{school}学生走进叶县县衙，感受千年古县文化',
  '小小农场大课堂：{school}开展种植实践',
  '{town}学生参观盐文化展，了解家乡盐业历史',
  '{school}开展“垃圾分类我先行”环保实践活动',
  '走进昆阳之战遗址，{school}开展红色研学',
  '{school}“绿色健康”主题实践：认识身边的中草药',
  '亲近自然：{school}学生在澧河畔开展植物观察',
  '{school}举办家务劳动技能大赛',
];

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

/** Practice videos and activities. */
export const PRACTICE_VIDEO_TITLES = [
  '劳动教育微课：学做家常菜',
  '研学实录：走进叶县县衙',
  '科学实践：自制简易净水器',
  '绿色健康：校园广播体操示范',
  '非遗传承：剪纸艺术入门',
  '安全教育：防溺水知识讲解',
];

export const PRACTICE_ACTIVITY_TITLES = [
  '2026年秋季中小学生研学实践活动',
  '“我是小小农艺师”劳动实践活动',
  '绿色健康生活方式主题实践',
  '寻访家乡非遗传承人',
  '“节约粮食从我做起”主题实践',
];

/** Contests: title, columns, prizes. */
export const CONTESTS = [
  {
    title: '2026年叶县中小学优秀数字教育资源评选活动',
    columns: ['微课', '课件', '教学设计', '课堂实录'],
    summary: '面向全县中小学教师征集优秀微课、课件、教学设计和课堂实录，推动优质数字资源共建共享。',
  },
  {
    title: '叶县第五届中小学生科技创新作品大赛',
    columns: ['小发明', '科学论文', '科幻画'],
    summary: '激发学生科学兴趣，培养创新精神和实践能力，评选优秀科技创新作品。',
  },
  {
    title: '“书香叶县”中小学生读书征文比赛',
    columns: ['小学组', '初中组', '高中组'],
    summary: '以“读书伴我成长”为主题，引导学生多读书、读好书。',
  },
  {
    title: '叶县中小学教师信息技术与课堂融合优质课比赛',
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

/** Research (两研一刊) news, activities and file titles. */
export const RESEARCH_NEWS_TITLES = [
  '叶县两研一刊工作推进会召开',
  '县教研室发布2026年度教研课题指南',
  '《叶县教育研究》第{n}期征稿启事',
  '叶县中小学教研组长培训班开班',
  '全县教育科研优秀成果评选结果公布',
  '“双减”背景下作业设计研究阶段成果交流',
];

export const RESEARCH_ACTIVITY_TITLES = [
  '初中语文群文阅读教学研讨活动',
  '小学数学“说题”比赛暨教研活动',
  '高中英语读后续写教学专题研讨',
  '区域教研：农村小学科学实验教学交流',
  '县级课题开题论证会',
];

export const RESEARCH_FILE_TITLES = [
  '大单元教学设计案例集',
  '课题研究中期报告',
  '校本教研活动记录表',
  '优秀教学论文汇编',
  '作业设计优秀案例',
  '课堂观察量表',
];

/** Lesson topics per subject id, for resources and classes. */
export const LESSON_TOPICS: Record<string, readonly string[]> = {
  '01': ['《春晓》古诗教学', '《背影》细读', '整本书阅读《西游记》', '记叙文写作指导', '《桃花源记》'],
  '02': ['分数的初步认识', '一元二次方程', '勾股定理', '函数的概念与性质', '统计图表'],
  '03': ['Unit 3 My School', '一般过去时', '阅读理解策略', '英语写作：书信', 'Unit 5 Animals'],
  '04': ['牛顿第一定律', '电路与电流', '光的折射', '浮力', '机械能守恒'],
  '05': ['氧气的制取', '酸和碱', '化学方程式', '金属的性质'],
  '06': ['细胞的结构', '光合作用', '人体的消化系统', '遗传与变异'],
  '07': ['做诚实守信的人', '法律在身边', '我们的公共生活'],
  '08': ['秦统一中国', '丝绸之路', '辛亥革命'],
  '09': ['地球的运动', '中国的气候', '河流与湖泊'],
  '10': ['植物的一生', '水的三态变化', '简单电路'],
  '11': ['歌曲《茉莉花》', '认识五线谱', '民族乐器欣赏'],
  '12': ['色彩的冷暖', '剪纸艺术', '线描写生'],
  '13': ['立定跳远', '篮球运球', '广播体操'],
  '14': ['认识编程', '数据与表格', '网络安全常识'],
};

/** Resource types. */
export const RESOURCE_TYPES = [
  { id: '1', name: '教学设计' },
  { id: '2', name: '课件' },
  { id: '3', name: '微课' },
  { id: '4', name: '试题' },
  { id: '5', name: '素材' },
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

/** Magazines of the after-school service. */
export const MAGAZINE_ITEMS = [
  '课后服务课程设计：科学小实验',
  '阅读吧：推荐给小学生的十本好书',
  '运动与健康：跳绳训练计划',
  '家长课堂：如何陪孩子写作业',
  '手工坊：用旧物做笔筒',
  '趣味数学：数独入门',
];

/** Network-safety files (each has a public code). */
export const SAFETY_FILES = [
  { code: 'WLAQ-01', title: '中小学生网络安全知识手册' },
  { code: 'WLAQ-02', title: '防范电信网络诈骗宣传材料' },
  { code: 'WLAQ-03', title: '个人信息保护指南' },
  { code: 'WLAQ-04', title: '校园网络安全应急预案' },
];

/** Paint works titles. */
export const PAINT_TITLES = [
  '家乡的春天',
  '我的老师',
  '美丽的澧河',
  '丰收的田野',
  '未来的学校',
  '我爱叶县',
  '童心向党',
  '快乐的课间',
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
