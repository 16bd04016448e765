// Usage is counted per UTC day; months start on the first UTC day.
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);
export const utcMonthStart = (date: Date) => `${date.toISOString().slice(0, 7)}-01`;
