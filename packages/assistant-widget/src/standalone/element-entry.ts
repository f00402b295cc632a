/** The chunk the loader imports: registers `<edu-assistant>` and draws its launcher; the panel's code loads on intent. */
import '../define';
