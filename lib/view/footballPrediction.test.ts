import { predictedOutcome } from './footballPrediction';

// SPEC section 2 (football page: a selected match shows its predicted outcome) and section 8 (missing
// data says so): the prediction comes from the fixture's data, or there is none.
const percent = { home: '45%', draw: '30%', away: '25%' };

describe('predictedOutcome', () => {
  it.each([
    ['no predictions', undefined, null],
    ['null', null, null],
    ['not an object', 'Germany', null],
    ['an empty object', {}, null],
    [
      "api-sports' prediction",
      { winner: { id: 25, name: 'Németország', comment: 'Win or draw' }, percent },
      { favourite: 'Németország', chances: percent },
    ],
    [
      "inside api-sports' answer",
      { predictions: { winner: { name: 'Skócia' }, percent } },
      { favourite: 'Skócia', chances: percent },
    ],
    [
      'the chances without a favourite',
      { winner: null, percent },
      { favourite: null, chances: percent },
    ],
    [
      'a favourite without chances',
      { winner: { name: 'Magyarország' } },
      { favourite: 'Magyarország', chances: null },
    ],
    [
      'chances that are no percentages are left out',
      { winner: { name: 'Svájc' }, percent: { home: 'sok', draw: '', away: '10%' } },
      { favourite: 'Svájc', chances: null },
    ],
    ['a blank favourite and no chances', { winner: { name: '  ' } }, null],
    ['a wrong shape', { winner: 'Svájc', percent: [1, 2, 3] }, null],
  ])('%s', (_case, predictions, expected) => {
    expect(predictedOutcome({ predictions })).toEqual(expected);
  });
});
