/** Most rows one list call answers (`perPage`); a module of its own so the route tree reads it alone. */
export const MAX_PER_PAGE = 100;
