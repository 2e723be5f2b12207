import Cookies from 'js-cookie';
import { create } from 'zustand';
import { getInfo as fetchInfo } from '@/features/auth/api/get-info';
import { logout as postLogout } from '@/features/auth/api/logout';
import type { UserInfo } from '@/features/auth/types';
import { getToken, removeToken, setToken } from '@/lib/auth-token';
import { applyLang, type Lang, readStoredLang, storeLang } from '@/lib/i18n';
import { resetUnauthorizedState } from '@/lib/request';

// The session store of SPEC.md §3: who is logged in, the language flag, and the admin shell's
// layout state (sidebar, device, size, tabs, settings).

export const DEFAULT_ROLE = 'ROLE_DEFAULT';
export const SIDEBAR_KEY = 'sidebarStatus';
export const SIZE_KEY = 'size';
export const SETTINGS_KEY = 'layout-setting';

export type Device = 'desktop' | 'mobile';
export type Size = 'default' | 'medium' | 'small' | 'mini';

export interface LayoutSettings {
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
  sideTheme: 'theme-dark' | 'theme-light';
  theme: string;
}

export const defaultSettings: LayoutSettings = {
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
  sideTheme: 'theme-dark',
  theme: '#409EFF',
};

/** An open page tab of the admin shell. */
export interface View {
  path: string;
  fullPath?: string;
  name?: string;
  title?: string;
  affix?: boolean;
  noCache?: boolean;
}

export interface SessionState {
  token: string;
  userId: number | null;
  name: string;
  nickName: string;
  avatar: string;
  user: UserInfo | null;
  roles: string[];
  permissions: string[];
  isMember: boolean;
  isDefaultModifyPwd: boolean;
  isPasswordExpired: boolean;
  /** 0 Chinese, 1 English. */
  lang: Lang;
  sidebar: { opened: boolean; withoutAnimation: boolean; hide: boolean };
  device: Device;
  size: Size;
  visitedViews: View[];
  cachedViews: string[];
  settings: LayoutSettings;

  /** Keeps the token of a successful login. */
  login: (token: string) => void;
  /** Loads the user, roles and permissions of the token (GET /getInfo). */
  getInfo: () => Promise<void>;
  /** POST /logout, then clears the token, user, roles and permissions. */
  logout: () => Promise<void>;
  /** Clears the local session without calling the server (e.g. after a 401). */
  clearSession: () => void;
  setLang: (lang: Lang) => void;
  toggleSideBar: (withoutAnimation?: boolean) => void;
  closeSideBar: (withoutAnimation?: boolean) => void;
  setSidebarHide: (hide: boolean) => void;
  setDevice: (device: Device) => void;
  setSize: (size: Size) => void;
  addView: (view: View) => void;
  delView: (view: View) => void;
  delAllViews: () => void;
  changeSettings: (patch: Partial<LayoutSettings>) => void;
  resetSettings: () => void;
}

function readSettings(): LayoutSettings {
  try {
    const raw = globalThis.localStorage?.getItem(SETTINGS_KEY);
    return raw
      ? { ...defaultSettings, ...(JSON.parse(raw) as Partial<LayoutSettings>) }
      : { ...defaultSettings };
  } catch {
    return { ...defaultSettings };
  }
}

function writeSettings(settings: LayoutSettings | null): void {
  try {
    if (settings) globalThis.localStorage?.setItem(SETTINGS_KEY, JSON.stringify(settings));
    else globalThis.localStorage?.removeItem(SETTINGS_KEY);
  } catch {
    // No storage: settings last until reload.
  }
}

function readSize(): Size {
  const size = Cookies.get(SIZE_KEY);
  return size === 'default' || size === 'small' || size === 'mini' || size === 'medium' ? size : 'medium';
}

const anonymous = {
  token: '',
  userId: null,
  name: '',
  nickName: '',
  avatar: '',
  user: null,
  roles: [] as string[],
  permissions: [] as string[],
  isMember: false,
  isDefaultModifyPwd: false,
  isPasswordExpired: false,
} satisfies Partial<SessionState>;

let infoRequest: Promise<void> | null = null;
let infoRequestToken: string | null = null;

export const useSession = create<SessionState>()((set, get) => ({
  ...anonymous,
  token: getToken() ?? '',
  lang: readStoredLang(),
  sidebar: {
    opened: Cookies.get(SIDEBAR_KEY) ? Cookies.get(SIDEBAR_KEY) === '1' : true,
    withoutAnimation: false,
    hide: false,
  },
  device: 'desktop',
  size: readSize(),
  visitedViews: [],
  cachedViews: [],
  settings: readSettings(),

  login: (token) => {
    setToken(token);
    resetUnauthorizedState();
    set({ token });
  },

  getInfo: () => {
    // Several callers at start-up share one request, as long as they ask about the same token.
    const token = getToken() ?? null;
    if (infoRequest && infoRequestToken === token) return infoRequest;
    infoRequestToken = token;
    infoRequest = fetchInfo()
      .then((res) => {
        // An answer about a token that was since replaced or removed must not bring its user back.
        if ((getToken() ?? null) !== token) return;
        const user = res.user;
        set({
          userId: user?.userId ?? null,
          name: user?.userName ?? '',
          nickName: user?.nickName ?? '',
          avatar: user?.avatar ?? '',
          user: user ?? null,
          roles: res.roles?.length ? res.roles : [DEFAULT_ROLE],
          permissions: res.permissions ?? [],
          isMember: Boolean(res.isMember),
          isDefaultModifyPwd: Boolean(res.isDefaultModifyPwd),
          isPasswordExpired: Boolean(res.isPasswordExpired),
        });
      })
      .finally(() => {
        if (infoRequestToken === token) infoRequest = null;
      });
    return infoRequest;
  },

  logout: async () => {
    try {
      await postLogout();
    } finally {
      get().clearSession();
    }
  },

  clearSession: () => {
    removeToken();
    set({ ...anonymous, visitedViews: [], cachedViews: [] });
  },

  setLang: (lang) => {
    storeLang(lang);
    applyLang(lang);
    set({ lang });
  },

  toggleSideBar: (withoutAnimation = false) => {
    const opened = !get().sidebar.opened;
    Cookies.set(SIDEBAR_KEY, opened ? '1' : '0');
    set({ sidebar: { ...get().sidebar, opened, withoutAnimation } });
  },
  closeSideBar: (withoutAnimation = false) => {
    Cookies.set(SIDEBAR_KEY, '0');
    set({ sidebar: { ...get().sidebar, opened: false, withoutAnimation } });
  },
  setSidebarHide: (hide) => set({ sidebar: { ...get().sidebar, hide } }),
  setDevice: (device) => set({ device }),
  setSize: (size) => {
    Cookies.set(SIZE_KEY, size);
    set({ size });
  },

  addView: (view) => {
    const { visitedViews, cachedViews } = get();
    set({
      visitedViews: visitedViews.some((v) => v.path === view.path) ? visitedViews : [...visitedViews, view],
      cachedViews:
        view.name && !view.noCache && !cachedViews.includes(view.name)
          ? [...cachedViews, view.name]
          : cachedViews,
    });
  },
  delView: (view) => {
    const { visitedViews, cachedViews } = get();
    set({
      visitedViews: visitedViews.filter((v) => v.path !== view.path),
      cachedViews: cachedViews.filter((name) => name !== view.name),
    });
  },
  delAllViews: () => {
    const affixed = get().visitedViews.filter((v) => v.affix);
    set({
      visitedViews: affixed,
      cachedViews: get().cachedViews.filter((n) => affixed.some((v) => v.name === n)),
    });
  },

  changeSettings: (patch) => {
    const settings = { ...get().settings, ...patch };
    writeSettings(settings);
    set({ settings });
  },
  resetSettings: () => {
    writeSettings(null);
    set({ settings: { ...defaultSettings } });
  },
}));

/** Whether a token is present (the user counts as logged in before getInfo answers). */
export const selectLoggedIn = (s: SessionState): boolean => Boolean(s.token);
