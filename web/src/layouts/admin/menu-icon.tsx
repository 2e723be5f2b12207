import {
  ApartmentOutlined,
  AppstoreOutlined,
  BookOutlined,
  BugOutlined,
  CloudServerOutlined,
  CodeOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EditOutlined,
  FileTextOutlined,
  FormOutlined,
  GlobalOutlined,
  LinkOutlined,
  LoginOutlined,
  MessageOutlined,
  MonitorOutlined,
  NotificationOutlined,
  ReadOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

// RuoYi's SVG icon names (sys_menu.icon) mapped to antd icons; anything else gets a neutral one.
const icons: Record<string, ComponentType> = {
  dashboard: DashboardOutlined,
  system: SettingOutlined,
  monitor: MonitorOutlined,
  tool: ToolOutlined,
  guide: GlobalOutlined,
  user: UserOutlined,
  peoples: TeamOutlined,
  'tree-table': ApartmentOutlined,
  tree: ApartmentOutlined,
  dict: BookOutlined,
  edit: EditOutlined,
  message: NotificationOutlined,
  log: FileTextOutlined,
  form: FormOutlined,
  logininfor: LoginOutlined,
  online: TeamOutlined,
  job: ScheduleOutlined,
  druid: DatabaseOutlined,
  server: CloudServerOutlined,
  redis: DatabaseOutlined,
  build: FormOutlined,
  code: CodeOutlined,
  swagger: BugOutlined,
  link: LinkOutlined,
  documentation: ReadOutlined,
  list: FileTextOutlined,
  chat: MessageOutlined,
};

/** The icon names a menu can carry and the shell draws (the menu form's icon picker offers these). */
export const MENU_ICON_NAMES = Object.keys(icons);

export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && icons[name]) || AppstoreOutlined;
  return <Icon />;
}
