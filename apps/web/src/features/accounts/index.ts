// The accounts feature's public pieces: the account's preferences and the formatters that follow them.
export { useMoneyFormatter } from './useMoneyFormatter';
export { useDateFormatter } from './useDateFormatter';
