import {
  AccountBookOutlined,
  AimOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  CheckSquareOutlined,
  ClusterOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  FileTextOutlined,
  NotificationOutlined,
  PlaySquareOutlined,
  ProfileOutlined,
  SettingOutlined,
  TeamOutlined,
  UsergroupAddOutlined,
  WalletOutlined,
} from '@ant-design/icons';

/** The icons of menu groups and top-level entries, by the names the declarations use. */
export const menuIcons = {
  dashboard: DashboardOutlined,
  client: TeamOutlined,
  media: PlaySquareOutlined,
  mediaAgent: ClusterOutlined,
  adsAccount: ProfileOutlined,
  vcc: CreditCardOutlined,
  option: SettingOutlined,
  finance: AccountBookOutlined,
  workOrder: FileTextOutlined,
  adsReport: BarChartOutlined,
  orgFinance: WalletOutlined,
  news: NotificationOutlined,
  org: BankOutlined,
  saleAgent: UsergroupAddOutlined,
  kpi: AimOutlined,
  todo: CheckSquareOutlined,
  others: AppstoreOutlined,
} as const;

export type MenuIconName = keyof typeof menuIcons;
export type MenuIcon = (typeof menuIcons)[MenuIconName];

export function menuIconOf(name: string | undefined): MenuIcon | undefined {
  return name && name in menuIcons ? menuIcons[name as MenuIconName] : undefined;
}
