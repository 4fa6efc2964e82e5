import { documentNesting } from '../request-guard';

describe('documentNesting', () => {
  it('counts brackets outside strings and comments', () => {
    expect(documentNesting('{ me { id } }')).toBe(2);
    expect(documentNesting('mutation { a(x: "{{{{[[[[") { id } } # ((((((')).toBe(2);
    expect(documentNesting('{ a(x: """ [[[[ """, y: [[1]]) }')).toBe(4);
  });

  it('stops counting once past the limit', () => {
    expect(documentNesting('['.repeat(100000), 64)).toBe(65);
  });
});
