// User text is text (issue 11, point 3): the rule lives in lib, which the chat shares.
export { splitLinks, type TextPart } from '../../lib/links';
