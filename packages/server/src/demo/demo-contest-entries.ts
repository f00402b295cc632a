/** What pupils enter in the science contest, per column, each with a line on what it is. */
export const SCIENCE_ENTRIES: Readonly<Record<string, readonly { title: string; about: string }[]>> = {
  小发明: [
    { title: '自动浇花器', about: '用湿度传感器检测土壤湿度，土壤干燥时小水泵自动浇水。' },
    { title: '坐姿提醒器', about: '用测距模块测量眼睛与书本的距离，距离过近时蜂鸣提醒。' },
    { title: '太阳能驱蚊灯', about: '白天用太阳能板充电，夜晚用紫外灯引诱蚊虫。' },
    { title: '可调节高度的书立', about: '用卡槽调节书立的高度，适合不同大小的课本。' },
  ],
  科学论文: [
    { title: '澧河水质的调查与研究', about: '在澧河三个河段采集水样，测量pH值和浑浊度，分析水质变化的原因。' },
    { title: '校园植物种类调查报告', about: '调查校园内的植物种类和分布，制作了校园植物分布图。' },
    { title: '不同包装对面包保质期的影响', about: '比较密封袋、保鲜膜和敞口放置的面包发霉时间。' },
  ],
  科幻画: [
    { title: '2050年的叶县', about: '画面描绘了未来叶县的空中列车和屋顶农场。' },
    { title: '海底城市', about: '画面描绘了人们在透明穹顶下的海底生活。' },
    { title: '太空农场', about: '画面描绘了在空间站里种植蔬菜的场景。' },
  ],
};

/** Books the reading-essay contest's entries are about, per phase id of the group. */
export const ESSAY_BOOKS: Readonly<Record<string, readonly string[]>> = {
  '2': ['《草房子》', '《稻草人》', '《西游记》', '《城南旧事》'],
  '3': ['《骆驼祥子》', '《朝花夕拾》', '《红星照耀中国》', '《海底两万里》'],
  '4': ['《平凡的世界》', '《乡土中国》', '《红楼梦》', '《呐喊》'],
};
