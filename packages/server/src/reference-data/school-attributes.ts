/**
 * The school attributes the portal API answers and filters by (SPEC §7 attribute calls): phases, grades,
 * subjects, semesters, textbook editions and school years. The demo content uses the same ids.
 */

/** School phases as the attribute API numbers them (SPEC §7: phase ids 2 and 3 for the grade list). */
export const PHASES = [
  { id: '1', name: '学前' },
  { id: '2', name: '小学' },
  { id: '3', name: '初中' },
  { id: '4', name: '高中' },
] as const;

/** Grades per phase. */
export const GRADES = [
  { id: '21', name: '一年级', phaseId: '2' },
  { id: '22', name: '二年级', phaseId: '2' },
  { id: '23', name: '三年级', phaseId: '2' },
  { id: '24', name: '四年级', phaseId: '2' },
  { id: '25', name: '五年级', phaseId: '2' },
  { id: '26', name: '六年级', phaseId: '2' },
  { id: '31', name: '七年级', phaseId: '3' },
  { id: '32', name: '八年级', phaseId: '3' },
  { id: '33', name: '九年级', phaseId: '3' },
  { id: '41', name: '高一', phaseId: '4' },
  { id: '42', name: '高二', phaseId: '4' },
  { id: '43', name: '高三', phaseId: '4' },
] as const;

/** Subjects and the phases that teach them. */
export const SUBJECTS = [
  { id: '01', name: '语文', phaseIds: ['2', '3', '4'] },
  { id: '02', name: '数学', phaseIds: ['2', '3', '4'] },
  { id: '03', name: '英语', phaseIds: ['2', '3', '4'] },
  { id: '04', name: '物理', phaseIds: ['3', '4'] },
  { id: '05', name: '化学', phaseIds: ['3', '4'] },
  { id: '06', name: '生物', phaseIds: ['3', '4'] },
  { id: '07', name: '道德与法治', phaseIds: ['2', '3'] },
  { id: '08', name: '历史', phaseIds: ['3', '4'] },
  { id: '09', name: '地理', phaseIds: ['3', '4'] },
  { id: '10', name: '科学', phaseIds: ['2'] },
  { id: '11', name: '音乐', phaseIds: ['2', '3'] },
  { id: '12', name: '美术', phaseIds: ['2', '3'] },
  { id: '13', name: '体育与健康', phaseIds: ['2', '3', '4'] },
  { id: '14', name: '信息技术', phaseIds: ['3', '4'] },
] as const;

/** Semesters. */
export const SEMESTERS = [
  { id: '1', name: '上学期' },
  { id: '2', name: '下学期' },
] as const;

/** Textbook editions ("book periods"). */
export const BOOK_PERIODS = [
  { id: '1', name: '统编版' },
  { id: '2', name: '人教版' },
  { id: '3', name: '北师大版' },
  { id: '4', name: '外研版' },
] as const;

/** School years, newest first. */
export const SCHOOL_YEARS = [
  { id: '2025', name: '2025-2026学年' },
  { id: '2024', name: '2024-2025学年' },
  { id: '2023', name: '2023-2024学年' },
] as const;
