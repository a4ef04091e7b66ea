import { render } from 'preact';
import { App } from './App';
import { reportHeight } from './embedReporter';
import './styles.css';

if (new URLSearchParams(location.search).get('embed') === '1') {
  document.documentElement.classList.add('embedded');
  reportHeight();
}
render(<App />, document.getElementById('root')!);
