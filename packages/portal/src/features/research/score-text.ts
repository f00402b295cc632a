/** A file's evaluation as a short label: `评分 4.5（4 次）`, or `待评价` before the first one. */
export function scoreText(score: number, count: number): string {
  return count > 0 ? `评分 ${score.toFixed(1)}（${count} 次）` : '待评价';
}
