import { describe, expect, it } from 'vitest';
import { toFormParams } from './form-params';

const encoded = (fields: Parameters<typeof toFormParams>[0]) => decodeURIComponent(toFormParams(fields).toString());

describe('toFormParams', () => {
  it('sends scalars as they are, booleans and numbers as text', () => {
    expect(encoded({ action: 'cr_vote_review', reviewID: 12, upvote: true })).toBe('action=cr_vote_review&reviewID=12&upvote=true');
  });

  it('sends an array of scalars as repeated name[] fields, as PHP reads a list', () => {
    expect(encoded({ tags: ['21', '23'] })).toBe('tags[]=21&tags[]=23');
  });

  it('sends an empty array as nothing, as jQuery did', () => {
    expect(encoded({ search: '', tags: [] })).toBe('search=');
  });

  it('sends objects with their keys in brackets, nested as deep as they go', () => {
    expect(encoded({ attributes: { count: 6, comment__not_in: [201, 202], sort: { by: 'date' } } })).toBe(
      'attributes[count]=6&attributes[comment__not_in][]=201&attributes[comment__not_in][]=202&attributes[sort][by]=date',
    );
  });

  it('keeps the index of objects inside arrays so their keys stay together', () => {
    expect(encoded({ items: [{ id: 1, key: 'a' }, { id: 2, key: 'b' }] })).toBe('items[0][id]=1&items[0][key]=a&items[1][id]=2&items[1][key]=b');
  });

  it('leaves undefined fields out and sends null as empty', () => {
    expect(encoded({ a: undefined, b: null })).toBe('b=');
  });
});
