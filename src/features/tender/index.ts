// The tender feature's public entry: what sibling features may import (docs/decisions/0051-issue-30-feature-boundaries.md).
export { formatCountdown } from './countdown';
export { sortOffers } from './offer-list';
export { TenderPanel } from './tender-panel';
export { useCountdown } from './use-countdown';
