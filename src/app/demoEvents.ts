/** Window event the demo backend dispatches after its data is reset (demo builds only). */
export const DEMO_DATA_RESET_EVENT = 'demo-data-reset';
