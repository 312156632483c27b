// parseDataJson and readDataJson: the JSON of a data attribute, or an error that names the attribute.
import { describe, expect, it } from 'vitest';
import { parseDataJson, readDataJson } from './data-json';

function elementWith(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('parseDataJson', () => {
  it.each([
    ['{"per_page":5,"tags":["a"]}', { per_page: 5, tags: ['a'] }],
    ['[1,2]', [1, 2]],
    ['false', false],
    ['"text"', 'text'],
  ])('parses %s', (text, value) => {
    expect(parseDataJson(text, 'data-attributes')).toEqual(value);
  });

  it.each(['{"per_page":5,"show_more', '', 'undefined'])('throws a SyntaxError naming the attribute and the parse error for %j', (text) => {
    let parseError = '';
    try {
      JSON.parse(text);
    } catch (error) {
      parseError = (error as Error).message;
    }
    expect(() => parseDataJson(text, 'data-slick')).toThrow(new SyntaxError(`data-slick is not valid JSON (${parseError})`));
  });

  it('with "object", takes a JSON object and refuses an array, null or a number, naming the attribute', () => {
    expect(parseDataJson('{"count":3}', 'data-attributes', 'object')).toEqual({ count: 3 });
    for (const text of ['[2,2]', 'null', '3', '"a"']) {
      expect(() => parseDataJson(text, 'data-attributes', 'object')).toThrow(new SyntaxError('data-attributes must hold a JSON object'));
    }
  });

  it('says "not valid JSON" before "not an object" when the text is not JSON at all', () => {
    expect(() => parseDataJson('[2,', 'data-attributes', 'object')).toThrow(/^data-attributes is not valid JSON \(.+\)$/);
  });
});

describe('readDataJson', () => {
  it('reads and parses the attribute', () => {
    expect(readDataJson(elementWith({ 'data-crcolors': '{"small":{"top":"#fff"}}' }), 'data-crcolors')).toEqual({ small: { top: '#fff' } });
  });

  it('gives undefined when the attribute is absent, even when an object is expected', () => {
    expect(readDataJson(elementWith({}), 'data-attributes')).toBeUndefined();
    expect(readDataJson(elementWith({}), 'data-attributes', 'object')).toBeUndefined();
  });

  it('throws the SyntaxError naming the attribute when it is not JSON, or not the object expected', () => {
    expect(() => readDataJson(elementWith({ 'data-attributes': '{"count":' }), 'data-attributes')).toThrow(/^data-attributes is not valid JSON \(.+\)$/);
    expect(() => readDataJson(elementWith({ 'data-attributes': '' }), 'data-attributes')).toThrow(SyntaxError);
    expect(() => readDataJson(elementWith({ 'data-attributes': '[1]' }), 'data-attributes', 'object')).toThrow('data-attributes must hold a JSON object');
  });
});
