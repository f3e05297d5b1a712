// The tracking feature's public entry: what sibling features may import (docs/decisions/0051-issue-30-feature-boundaries.md).
export { HistoryStepper } from './history-stepper';
