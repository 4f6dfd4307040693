import { badgeLetters, badgeSvg, sportBadges } from './demoImages';

// Issue 15: the live-sport demo data's images are generated badges (no copied logos or portraits), and
// every image path the live-score answers name gets one.
describe('sport badges', () => {
  it.each([
    ['Magyarország', 'MAG'],
    ['Red Bull Racing', 'RBR'],
    ['Max Verstappen', 'MV'],
    ['Circuit de Spa-Francorchamps', 'CDS'],
    ['Dél-Korea', 'DK'],
  ])('%s -> %s', (name, letters) => expect(badgeLetters(name)).toBe(letters));

  it('finds every /uploads/sport/ image with the name beside it, once', () => {
    const data = [
      { teams: { home: { id: 1, name: 'Németország', logo: '/uploads/sport/teams/1.svg' } } },
      { team: { id: 1, name: 'Németország', logo: '/uploads/sport/teams/1.svg' } },
      { driver: { name: 'Lando Norris', image: '/uploads/sport/f1/drivers/4.svg' } },
      { player: { name: 'Musiala', photo: null }, other: { logo: 'https://example.com/x.png' } },
    ];
    expect([...sportBadges(data)]).toEqual([
      ['/uploads/sport/teams/1.svg', 'Németország'],
      ['/uploads/sport/f1/drivers/4.svg', 'Lando Norris'],
    ]);
  });

  it('escapes the letters into the SVG', () => {
    expect(badgeSvg('/x.svg', 'A&B')).toContain('>A&amp;B<');
  });
});
