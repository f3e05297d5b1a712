// Moved to src/ui/feedback.ts (shared with the admin screens' run-action); kept for the imports here.
export { showApiError, showSuccess, showWarning } from '@/ui/feedback';
