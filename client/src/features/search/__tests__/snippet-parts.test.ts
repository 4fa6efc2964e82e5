import { hitPath } from '../search-links';
import { snippetParts } from '../snippet-parts';

const S = '\uE000';
const E = '\uE001';

describe('snippetParts', () => {
  it('cuts a snippet into text and matches', () => {
    expect(snippetParts(`${S}Traded${E} the ${S}breakout${E} early`)).toEqual([
      { text: 'Traded', match: true },
      { text: ' the ', match: false },
      { text: 'breakout', match: true },
      { text: ' early', match: false },
    ]);
  });

  it('keeps markup as text and drops a stray mark', () => {
    expect(snippetParts(`<img src=x onerror=alert(1)> ${S}fomc${E}${E} ${S}open`)).toEqual([
      { text: '<img src=x onerror=alert(1)> ', match: false },
      { text: 'fomc', match: true },
      { text: ' ', match: false },
      { text: 'open', match: false },
    ]);
  });
});

describe('hitPath', () => {
  it('opens a trade in the journal, a day on its page, a playbook on its card', () => {
    expect(hitPath({ kind: 'trade', id: 't1' })).toBe('/journal?trade=t1');
    expect(hitPath({ kind: 'day', id: 'd1', date: '2024-03-06', accountId: null })).toBe('/journal/days/2024-03-06');
    expect(hitPath({ kind: 'day', id: 'd1', date: '2024-03-06', accountId: 'a1' })).toBe(
      '/journal/days/2024-03-06?account=a1',
    );
    expect(hitPath({ kind: 'playbook', id: 'p1' })).toBe('/playbooks#playbook-p1');
  });
});
