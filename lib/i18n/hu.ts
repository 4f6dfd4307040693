// Hungarian UI strings: the source dictionary. Every other locale must have exactly these keys.
export const hu = {
  'shell.skipToContent': 'Ugrás a tartalomra',
  'shell.mainMenu': 'Főmenü',
  'shell.siteMenu': 'Szolgáltatások',
  'shell.headingMenu': 'Rovatok',
  'shell.extraMenu': 'Listák',
  'shell.sidebarMenu': 'További rovatok',
  'shell.footerMenu': 'Lábléc',
  'shell.social': 'Közösségi oldalaink',
  'shell.homeLink': '{site} – címlap',
  'shell.menuToggle': 'Menü',
  'shell.copyright': '© {year} {site}. Minden jog fenntartva.',
  'error.notFound.lead': 'A keresett oldal nem található.',
  'error.notFound.description':
    'Úgy tűnik, egy nem létező oldalra tévedtél. Lehet, hogy elírás van a címben, vagy az oldal már nem érhető el.',
  'error.notFound.imageAlt': '404-es hibát jelző illusztráció',
  'error.server.lead': 'Belső kiszolgálóhiba.',
  'error.server.description':
    'Az oldalt most karbantartjuk, vagy átmeneti hiba történt. Kérjük, próbáld újra néhány perc múlva.',
  'error.server.imageAlt': '500-as hibát jelző illusztráció',
  'error.backHome': 'Vissza a címlapra',
  'date.now': 'most',
  'date.minutesAgo': '{n} perce',
  'date.today': 'ma {time}',
  'date.updated': '(frissítve: {date} – {time})',
  'badge.live': 'ÉLŐ',
  'badge.refreshed': 'frissült',
  'home.title': 'Címlap',
  'home.heading': 'Friss hírek a {site} címlapján',
} as const;

export type MessageKey = keyof typeof hu;
