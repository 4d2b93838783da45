// antd-mobile's pull to refresh, in a module of its own so that the mobile pages load it (with
// the spring and gesture libraries it drags the list with) once the first cards are shown.
export { PullToRefresh } from 'antd-mobile';
