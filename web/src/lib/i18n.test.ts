import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activeLanguage, addTexts, applyLang, useTranslation } from './i18n';

afterEach(() => act(() => applyLang(0)));

describe('the translator', () => {
  it('fills slots and picks the plural form of the language', () => {
    const { result } = renderHook(() => useTranslation());
    expect(result.current.t('search.found', { count: 3, text: '非遗' })).toBe('找到 3 条与“非遗”相关的结果');
    act(() => applyLang(1));
    expect(result.current.t('search.found', { count: 1, text: 'craft' })).toBe('1 result for “craft”');
    expect(result.current.t('search.found', { count: 2, text: 'craft' })).toBe('2 results for “craft”');
  });

  it('re-renders its users when the language changes, and a fixed language stays put', () => {
    const chosen = renderHook(() => useTranslation());
    const chinese = renderHook(() => useTranslation(0));
    expect(chosen.result.current.t('common.ok')).toBe('确定');
    act(() => applyLang(1));
    expect(activeLanguage()).toBe('en');
    expect(chosen.result.current.t('common.ok')).toBe('OK');
    expect(chinese.result.current.t('common.ok')).toBe('确定');
    expect(chosen.result.current.t('common.siteName', { lng: 'zh' })).toBe('文化产业协会');
  });

  it('shows the Chinese text where the English is missing, and texts added later', () => {
    addTexts({ later: { only: '仅中文', both: '中文' } }, { later: { both: 'English' } });
    act(() => applyLang(1));
    const { result } = renderHook(() => useTranslation());
    const t = result.current.t as (key: string) => string;
    expect(t('later.both')).toBe('English');
    expect(t('later.only')).toBe('仅中文');
    expect(t('later.none')).toBe('later.none');
  });
});
