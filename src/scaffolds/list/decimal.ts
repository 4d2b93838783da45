// Exact sums of amounts live with the engine's decimals (shared with the demo backend).
export { sumDecimals } from '@/engine/decimal';
