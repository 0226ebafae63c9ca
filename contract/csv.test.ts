import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('Mia')).toBe('Mia');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell('0.00030000')).toBe('0.00030000');
  });

  it('quotes commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps a spreadsheet from reading text as a formula', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
  });
});

describe('csvText', () => {
  it('starts with a BOM and ends every line with CRLF', () => {
    expect(csvText([['date', 'new'], ['2026-01-01', 3]])).toBe('\uFEFFdate,new\r\n2026-01-01,3\r\n');
  });
});
