/**
 * What the demo's own interface (its login panel, its reset button, the browser entry's test hook)
 * uses of the product's interface (docs/architecture.md "The demo backend").
 */
export { DEMO_DATA_RESET_EVENT } from '@/app/demoEvents';
export { dataProvider } from '@/data';
export { useTranslation } from '@/i18n/useTranslation';
export { useFeedback } from '@/ui/feedback';
