// The text colour on a map's fill: whichever of black and white has the better WCAG contrast.
import { textOn, viewBoxSize } from './mapLayout';

describe('textOn', () => {
  it.each([
    ['#000000', '#ffffff'],
    ['#ffffff', '#000000'],
    ['#e81b23', '#000000'], // Republican red: a close call, 4.61:1 on black against 4.56:1 on white
    ['#0015bc', '#ffffff'], // Democratic blue
    ['#fed105', '#000000'], // Libertarian yellow
    ['#17aa5c', '#000000'],
    ['#6b6b6b', '#ffffff'],
    ['#767676', '#000000'], // 4.62:1 on black, 4.54:1 on white
    ['#777777', '#000000'],
    ['#757575', '#ffffff'],
    ['#fd8100', '#000000'], // Fidesz orange
    ['#5b2c8a', '#ffffff'],
    ['#FFF', '#000000'], // short and upper-case forms
    ['#00f', '#ffffff'],
    ['not a colour', '#ffffff'],
  ] as const)('%s takes %s', (fill, text) => {
    expect(textOn(fill)).toBe(text);
  });
});

describe('viewBoxSize', () => {
  it.each([
    ['0 0 975 610', { width: 975, height: 610 }],
    ['-10,-5,100,50', { width: 100, height: 50 }],
  ])('reads %s', (viewBox, size) => {
    expect(viewBoxSize(viewBox)).toEqual(size);
  });
});
