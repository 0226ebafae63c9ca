const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/** 1536 → "1.50 KB": base 1024, two decimals, B up to YB (§5 Uploads). */
export function formatFileSize(bytes: number): string {
  if (!isFinite(bytes) || bytes <= 0) return '0 B';
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(2)} ${SIZE_UNITS[unit]}`;
}
