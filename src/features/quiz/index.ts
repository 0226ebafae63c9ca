export { QuizFlow, type QuizFlowProps } from './components/QuizFlow';
