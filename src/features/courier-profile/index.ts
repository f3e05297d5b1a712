// The courier-profile feature's public entry: what sibling features may import (docs/decisions/0051-issue-30-feature-boundaries.md).
export { courierAccountState, mayWork } from './account-state';
export {
  courierProfileQueryOptions,
  useCourierProfile,
  useUpdateCourierWorkStatus,
} from './api/courier-profile';
export { OpenToWorkSwitch } from './open-to-work-switch';
