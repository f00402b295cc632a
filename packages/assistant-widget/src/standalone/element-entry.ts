/** The chunk the loader imports: registers `<edu-assistant>`; the panel and dialogs load later. */
import '../define';
