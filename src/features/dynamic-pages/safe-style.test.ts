import { describe, expect, it } from 'vitest';
import { parseStyle, safeStyleValue } from './safe-style';

describe('parseStyle: JSON text to a safe style', () => {
  it('keeps layout and typography from the list', () => {
    expect(
      parseStyle('{"display":"flex","gap":"1rem","flexWrap":"wrap","color":"#c2410c","fontSize":18}'),
    ).toEqual({
      display: 'flex',
      gap: '1rem',
      flexWrap: 'wrap',
      color: '#c2410c',
      fontSize: 18,
    });
  });

  it('reads kebab-case names as the camelCase ones', () => {
    expect(parseStyle('{"text-align":"center","background-color":"#fff4e6"}')).toEqual({
      textAlign: 'center',
      backgroundColor: '#fff4e6',
    });
  });

  it('drops properties off the list: positioning, images, content, behaviours', () => {
    expect(
      parseStyle(
        JSON.stringify({
          position: 'fixed',
          top: 0,
          zIndex: 9999,
          inset: 0,
          background: 'red',
          backgroundImage: 'linear-gradient(red, blue)',
          content: '"x"',
          behavior: 'url(x.htc)',
          MozBinding: 'url(x.xml#xss)',
          '-moz-binding': 'url(x.xml#xss)',
          transform: 'scale(10)',
          filter: 'blur(0)',
          cursor: 'pointer',
          color: 'red',
        }),
      ),
    ).toEqual({ color: 'red' });
  });

  it.each([
    ['url()', { color: 'red', backgroundColor: 'url(https://tracker.example/x.png)' }],
    ['URL() in capitals and spaced', { color: 'red', backgroundColor: 'U R L (x)' }],
    ['expression()', { color: 'red', width: 'expression(alert(1))' }],
    ['expression() split by a comment', { color: 'red', width: 'exp/**/ression(alert(1))' }],
    ['@import', { color: 'red', fontSize: '@import "https://evil.example/x.css"' }],
    ['javascript:', { color: 'red', borderColor: 'javascript:alert(1)' }],
    ['a backslash escape', { color: 'red', borderColor: '\\75 rl(x)' }],
    ['a closing tag', { color: 'red', fontWeight: '</style><script>alert(1)</script>' }],
    ['a second declaration', { color: 'red', margin: '0; position: fixed' }],
    ['!important', { color: 'red', display: 'none !important' }],
    ['a negative margin over the header', { color: 'red', marginTop: '-500px' }],
    ['image-set()', { color: 'red', border: 'image-set("x.png" 1x)' }],
    ['an object', { color: 'red', width: { toString: 'x' } }],
    ['an array', { color: 'red', width: ['1px'] }],
    ['null', { color: 'red', width: null }],
    ['a boolean', { color: 'red', width: true }],
    ['a huge number', { color: 'red', width: 1e300 }],
  ])('drops a value with %s, keeps the rest', (_, style) => {
    expect(parseStyle(JSON.stringify(style))).toEqual({ color: 'red' });
  });

  it.each([
    ['broken JSON', '{"color":"red"'],
    ['not JSON at all', 'color: red; background: url(x)'],
    ['a JSON string', '"color:red"'],
    ['a JSON array', '[{"color":"red"}]'],
    ['null', 'null'],
    ['a number', '42'],
    ['empty', ''],
    ['too long', `{"color":"red","x":"${'a'.repeat(5000)}"}`],
    ['nothing allowed in it', '{"position":"fixed"}'],
  ])('gives no style for %s', (_, text) => {
    expect(parseStyle(text)).toBeUndefined();
  });

  it.each([42, null, undefined, {}, []])('gives no style for a %j instead of text', (value) => {
    expect(parseStyle(value)).toBeUndefined();
  });

  it('never lets __proto__ or constructor through', () => {
    const style = parseStyle(
      '{"__proto__":{"color":"red"},"constructor":"x","prototype":"y","color":"blue"}',
    );
    expect(style).toEqual({ color: 'blue' });
    expect(Object.getPrototypeOf(style)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).color).toBeUndefined();
  });

  it('checks one value on its own', () => {
    expect(safeStyleValue('1px solid #ddd')).toBe('1px solid #ddd');
    expect(safeStyleValue('x'.repeat(101))).toBeNull();
  });
});
