/** Demo data is on by default outside production; DEMO_DATA=true|false decides explicitly. */
export function isDemoMode(): boolean {
  const flag = process.env.DEMO_DATA;
  if (flag !== undefined && flag !== '') return flag === 'true' || flag === '1';
  return process.env.NODE_ENV !== 'production';
}
