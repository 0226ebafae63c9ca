import { describe, expect, it } from 'vitest';
import { quizFixture } from '../../../test/fixtures/quiz';
import { answerList, chooseOption, quizNextStep, unansweredCount } from './model';

const [single, multi] = quizFixture().body.questions;

describe('chooseOption', () => {
  it('keeps one option for a single-choice question', () => {
    let answers = chooseOption({}, single, 'A', true);
    answers = chooseOption(answers, single, 'B', true);
    expect(answers[1]).toEqual(['B']);
  });

  it('adds and removes options of a multi-choice question in their listed order', () => {
    let answers = chooseOption({}, multi, 'C', true);
    answers = chooseOption(answers, multi, 'A', true);
    expect(answers[2]).toEqual(['A', 'C']);
    answers = chooseOption(answers, multi, 'C', false);
    expect(answers[2]).toEqual(['A']);
  });

  it('leaves other questions alone', () => {
    const answers = chooseOption({ 1: ['A'] }, multi, 'B', true);
    expect(answers).toEqual({ 1: ['A'], 2: ['B'] });
  });
});

describe('unansweredCount', () => {
  const questions = [single, multi];
  it('counts questions without a non-empty answer', () => {
    expect(unansweredCount(questions, {})).toBe(2);
    expect(unansweredCount(questions, { 1: ['A'] })).toBe(1);
    expect(unansweredCount(questions, { 1: ['A'], 2: [] })).toBe(1);
    expect(unansweredCount(questions, { 1: ['A'], 2: ['B'] })).toBe(0);
  });
});

describe('answerList', () => {
  it('gives one entry per question, several answers joined by commas', () => {
    expect(answerList([single, multi], { 1: ['B'], 2: ['A', 'C'] })).toEqual([
      { no: 1, answer: 'B' },
      { no: 2, answer: 'A,C' },
    ]);
  });
});

describe('quizNextStep', () => {
  it('goes to the next quiz of the sequence first, then verification when pending, else joining', () => {
    expect(quizNextStep({ next_quiz_id: 'q2' }, true)).toBe('quiz');
    expect(quizNextStep({ next_quiz_id: null }, true)).toBe('kyc');
    expect(quizNextStep({ next_quiz_id: null }, false)).toBe('join');
  });
});
