import type { DemoBuilder } from './create-demo-builder';
import { YE_COUNTY_SCHOOLS, YE_COUNTY_TOWNS } from './ye-county';

/** Adds the towns of Ye County and one row per school, with an address, introduction and cover. */
export function addSchools(builder: DemoBuilder): void {
  const { prng, out, picture, townName } = builder;
  YE_COUNTY_TOWNS.forEach((town, index) => {
    out.towns.push({ code: town.code, name: town.name, sort_order: index + 1 });
  });
  YE_COUNTY_SCHOOLS.forEach((school, index) => {
    const id = String(3001 + index);
    out.schools.push({
      id,
      name: school.name,
      town_code: school.townCode,
      phase_id: school.phaseId,
      address: `河南省平顶山市叶县${townName(school.townCode)}${prng.pick(['建设路', '文化路', '育才路', '迎宾大道', '昆阳大道'])}${prng.int(1, 300)}号`,
      intro: `${school.name}位于${townName(school.townCode)}，${prng.pick(['始建于1958年', '始建于1972年', '创办于1985年', '2003年迁入新址'])}，现有教学班${prng.int(12, 60)}个。学校坚持“${prng.pick(['立德树人、全面发展', '以人为本、和谐发展', '崇德尚学、知行合一'])}”的办学理念，是叶县${prng.pick(['文明校园', '书香校园', '智慧教育示范校', '平安校园'])}。`,
      motto: prng.pick(['厚德 博学 求真 创新', '勤奋 守纪 团结 进取', '明德 笃学 健体 尚美']),
      cover: picture(`school-${id}`, prng.pick(['landscape', 'classroom', 'sports'] as const)),
      student_count: school.phaseId === '2' ? prng.int(300, 1500) : prng.int(800, 3500),
      teacher_count: prng.int(30, 220),
      practice: index % 2 === 0 ? 1 : 0,
      view_count: prng.int(200, 5000),
    });
  });
}
