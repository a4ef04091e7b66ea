import classes from './ListTable.module.css';

/** The list rows' classes: `row` (a row that opens something), `name` (the row's link), `head` (a table's header). */
export const listTableClasses = { head: classes.head, row: classes.row, name: classes.name };
