// Approximate coordinates of the 81 provincial centres, by plate code. The mock geocoder places
// counties and districts at deterministic offsets from these (docs/decisions/0003-lookups.md).

export const cityCentres: Record<number, { lat: number; long: number }> = {
  1: { lat: 37.0, long: 35.3213 },
  2: { lat: 37.7648, long: 38.2786 },
  3: { lat: 38.7507, long: 30.5567 },
  4: { lat: 39.7191, long: 43.0503 },
  5: { lat: 40.6499, long: 35.8353 },
  6: { lat: 39.9334, long: 32.8597 },
  7: { lat: 36.8969, long: 30.7133 },
  8: { lat: 41.1828, long: 41.8183 },
  9: { lat: 37.856, long: 27.8416 },
  10: { lat: 39.6484, long: 27.8826 },
  11: { lat: 40.1506, long: 29.9792 },
  12: { lat: 38.8855, long: 40.4983 },
  13: { lat: 38.4006, long: 42.1095 },
  14: { lat: 40.735, long: 31.6061 },
  15: { lat: 37.7203, long: 30.2908 },
  16: { lat: 40.1826, long: 29.0665 },
  17: { lat: 40.1553, long: 26.4142 },
  18: { lat: 40.6013, long: 33.6134 },
  19: { lat: 40.5506, long: 34.9556 },
  20: { lat: 37.7765, long: 29.0864 },
  21: { lat: 37.9144, long: 40.2306 },
  22: { lat: 41.6818, long: 26.5623 },
  23: { lat: 38.681, long: 39.2264 },
  24: { lat: 39.75, long: 39.5 },
  25: { lat: 39.9, long: 41.27 },
  26: { lat: 39.7767, long: 30.5206 },
  27: { lat: 37.0662, long: 37.3833 },
  28: { lat: 40.9128, long: 38.3895 },
  29: { lat: 40.4386, long: 39.5086 },
  30: { lat: 37.5833, long: 43.7333 },
  31: { lat: 36.2021, long: 36.16 },
  32: { lat: 37.7648, long: 30.5566 },
  33: { lat: 36.8, long: 34.6333 },
  34: { lat: 41.0082, long: 28.9784 },
  35: { lat: 38.4192, long: 27.1287 },
  36: { lat: 40.6167, long: 43.1 },
  37: { lat: 41.3887, long: 33.7827 },
  38: { lat: 38.7312, long: 35.4787 },
  39: { lat: 41.7333, long: 27.2167 },
  40: { lat: 39.1425, long: 34.1709 },
  41: { lat: 40.8533, long: 29.8815 },
  42: { lat: 37.8667, long: 32.4833 },
  43: { lat: 39.4167, long: 29.9833 },
  44: { lat: 38.3552, long: 38.3095 },
  45: { lat: 38.6191, long: 27.4289 },
  46: { lat: 37.5858, long: 36.9371 },
  47: { lat: 37.3212, long: 40.7245 },
  48: { lat: 37.2153, long: 28.3636 },
  49: { lat: 38.9462, long: 41.7539 },
  50: { lat: 38.6939, long: 34.6857 },
  51: { lat: 37.9667, long: 34.6833 },
  52: { lat: 40.9839, long: 37.8764 },
  53: { lat: 41.0201, long: 40.5234 },
  54: { lat: 40.694, long: 30.4358 },
  55: { lat: 41.2928, long: 36.3313 },
  56: { lat: 37.9333, long: 41.95 },
  57: { lat: 42.0231, long: 35.1531 },
  58: { lat: 39.7477, long: 37.0179 },
  59: { lat: 40.9833, long: 27.5167 },
  60: { lat: 40.3167, long: 36.55 },
  61: { lat: 41.0015, long: 39.7178 },
  62: { lat: 39.1079, long: 39.5401 },
  63: { lat: 37.1591, long: 38.7969 },
  64: { lat: 38.6823, long: 29.4082 },
  65: { lat: 38.4891, long: 43.4089 },
  66: { lat: 39.8181, long: 34.8147 },
  67: { lat: 41.4564, long: 31.7987 },
  68: { lat: 38.3687, long: 34.037 },
  69: { lat: 40.2552, long: 40.2249 },
  70: { lat: 37.1759, long: 33.2287 },
  71: { lat: 39.8468, long: 33.5153 },
  72: { lat: 37.8812, long: 41.1351 },
  73: { lat: 37.5164, long: 42.4611 },
  74: { lat: 41.6344, long: 32.3375 },
  75: { lat: 41.1105, long: 42.7022 },
  76: { lat: 39.9237, long: 44.045 },
  77: { lat: 40.65, long: 29.2667 },
  78: { lat: 41.2061, long: 32.6204 },
  79: { lat: 36.7184, long: 37.1212 },
  80: { lat: 37.0742, long: 36.2478 },
  81: { lat: 40.8438, long: 31.1565 },
};

/** FNV-1a, 32 bit: a stable hash of a name. */
function hashName(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const KM_PER_DEGREE = 111.32;

/** A point at a deterministic bearing and distance (≤ maxKm) from `from`, chosen by the name's hash. */
export function offsetPoint(
  from: { lat: number; long: number },
  key: string,
  maxKm: number,
): { lat: number; long: number } {
  const h = hashName(key);
  const angle = ((h % 3600) / 3600) * 2 * Math.PI;
  const radius = (((h >>> 12) % 1000) / 1000) * maxKm;
  const lat = from.lat + (radius * Math.cos(angle)) / KM_PER_DEGREE;
  const long =
    from.long + (radius * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((from.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, long: Math.round(long * 1e6) / 1e6 };
}

/** County centres lie within 12 km of the city centre, district centres within 3 km of their county. */
export const COUNTY_OFFSET_KM = 12;
export const DISTRICT_OFFSET_KM = 3;
