import type { components } from '@/api/schema';

export type Package = components['schemas']['Package'];
export type UserPackage = components['schemas']['UserPackage'];
export type PackageStats = components['schemas']['UserPackageStats'];
