// Every operation of openapi.yaml. Static paths come before templated ones.
import { adminAccountHandlers } from './admin-accounts';
import { adminContentHandlers } from './admin-content';
import { adminDashboardHandlers } from './admin-dashboard';
import { adminMemberHandlers } from './admin-members';
import { adminNotificationHandlers } from './admin-notifications';
import { adminPackageHandlers } from './admin-packages';
import { adminShipmentHandlers } from './admin-shipments';
import { authHandlers } from './auth';
import { courierHandlers } from './courier';
import { documentHandlers } from './documents';
import { feedbackHandlers } from './feedback';
import { geoHandlers } from './geo';
import { lookupHandlers } from './lookups';
import { mockControlHandlers } from './mock-control';
import { shipmentHandlers } from './shipments';
import { tenderHandlers } from './tender';

export const handlers = [
  ...authHandlers,
  ...lookupHandlers,
  ...geoHandlers,
  ...shipmentHandlers,
  ...tenderHandlers,
  ...courierHandlers,
  ...documentHandlers,
  ...feedbackHandlers,
  ...adminMemberHandlers,
  ...adminDashboardHandlers,
  ...adminShipmentHandlers,
  ...adminAccountHandlers,
  ...adminPackageHandlers,
  ...adminNotificationHandlers,
  ...adminContentHandlers,
  ...mockControlHandlers,
];
