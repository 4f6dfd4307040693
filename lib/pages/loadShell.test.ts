// Issue 29: the error pages render while the store is down (their shell then has no menus).
import { emptyShell } from '../view/shellData';

const menus = vi.hoisted(() => ({ fail: false }));
vi.mock('../content/getContentSource', () => ({
  getContentSource: () => ({
    getMenus: async () => {
      if (menus.fail)
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return {
        site: [],
        main: [{ title: 'Belföld', url: '/rovat/belfold' }],
        sidebar: [],
        heading: [],
        extra: [],
        footer: [],
      };
    },
  }),
}));

const { loadErrorPageShell } = await import('./loadShell');

describe('loadErrorPageShell', () => {
  it('has the menus while the store answers', async () => {
    menus.fail = false;
    const shell = await loadErrorPageShell();
    expect(shell.menus.main.map((item) => item.title)).toContain('Belföld');
  });

  it('is the empty shell while the store is down', async () => {
    menus.fail = true;
    expect(await loadErrorPageShell()).toEqual(emptyShell);
  });
});
