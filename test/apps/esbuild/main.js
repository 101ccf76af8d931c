// A plain site's one import: the package registers its elements.
import 'job-board-element';
