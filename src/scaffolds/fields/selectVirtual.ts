/**
 * antd's virtual option list draws its options without their `option` role (a hidden copy of the
 * three around the active one carries it), which axe reports as critical. Short lists, nearly all
 * of them, are drawn whole with their roles; only long ones (the thousands of media agents) stay
 * virtual, where drawing every option would block the page for hundreds of milliseconds.
 */
export const WHOLE_LIST_LIMIT = 200;

export const virtualFor = (count: number): boolean => count > WHOLE_LIST_LIMIT;
