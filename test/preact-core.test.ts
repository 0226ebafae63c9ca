// The app is written against Preact's core API, never preact/compat (nor `react`, which the build
// aliases to it). Loading compat installs hooks that rename events on every element rendered from
// then on (onChange on a text field listens for input, onBlur for focusout), so the app would behave
// one way before the chunk that loads compat and another after. The rendering tests rely on it too: they
// share one Preact between files (test/fresh-file.ts), and Testing Library for Preact fires
// different events once it has seen a compat element.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const COMPAT = /\bfrom\s+['"](?:preact\/compat|react|react-dom)(?:\/[\w/-]*)?['"]|\bimport\(\s*['"](?:preact\/compat|react|react-dom)['"]/;

describe('Preact core only', () => {
  it('recognises an import of compat', () => {
    expect(COMPAT.test("import { memo } from 'preact/compat';")).toBe(true);
    expect(COMPAT.test('import { useState } from "react";')).toBe(true);
    expect(COMPAT.test("import { Component } from 'preact';")).toBe(false);
    expect(COMPAT.test("import { useSignal } from '@preact/signals';")).toBe(false);
  });

  it('has no module of the app, its tests or their helpers importing preact/compat or react', () => {
    const files = ['src', 'test'].flatMap(sources).filter((file) => file !== 'test/preact-core.test.ts');
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => COMPAT.test(readFileSync(join(ROOT, file), 'utf8')))).toEqual([]);
  });
});
