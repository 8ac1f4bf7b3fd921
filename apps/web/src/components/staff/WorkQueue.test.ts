import { describe, expect, it } from 'vitest';
import { queueAddress } from './WorkQueue';

const FILTERS = ['program', 'status'] as const;
const VIEWS = ['office', 'mine'] as const;
const read = (query: string) => queueAddress('/worker/applications', new URLSearchParams(query), FILTERS, VIEWS);

describe('the work queue’s address', () => {
  it('reads the search, the filters, the view and the page from the query, and asks the server for them', () => {
    const address = read('q=Ana+Rivera&program=MA&view=mine&page=3');
    expect(address.values).toEqual({ q: 'Ana Rivera', program: 'MA', status: '' });
    expect(address.view).toBe('mine');
    expect(address.page).toBe(3);
    expect(address.request).toEqual({ q: 'Ana Rivera', program: 'MA', view: 'mine', page: '3' });
  });

  it('reads a page or view nobody could have chosen as the first page of the first view', () => {
    for (const query of ['page=0', 'page=-2', 'page=two', 'page=1.5', 'page=9999999', 'view=everyone'])
      expect(read(query)).toMatchObject({ page: 1, view: 'office' });
  });

  it('writes links that keep everything else, leaving the defaults out', () => {
    const address = read('q=Ana&status=PENDING&page=2');
    expect(address.hrefWith({ page: 3 })).toBe('/worker/applications?q=Ana&status=PENDING&page=3');
    expect(address.hrefWith({ page: 1 })).toBe('/worker/applications?q=Ana&status=PENDING');
    expect(address.hrefWith({ view: 'mine', page: 1 })).toBe('/worker/applications?q=Ana&status=PENDING&view=mine');
    expect(address.hrefWith({ q: '', program: '', status: '', page: 1 })).toBe('/worker/applications');
    expect(read('q=50%25+%26+more').hrefWith({})).toBe('/worker/applications?q=50%25+%26+more');
  });
});
