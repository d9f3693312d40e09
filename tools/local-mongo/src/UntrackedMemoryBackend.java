import de.bwaldvogel.mongo.backend.CollectionOptions;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.backend.memory.MemoryCollection;
import de.bwaldvogel.mongo.backend.memory.MemoryDatabase;

/**
 * The in-memory backend (tests) whose collections keep no data-size statistic, as on disk
 * (UntrackedH2Collection, docs/adr/0281).
 */
final class UntrackedMemoryBackend extends MemoryBackend {
  @Override
  public MemoryDatabase openOrCreateDatabase(String name) {
    return new Database(name, getCursorRegistry());
  }

  private static final class Database extends MemoryDatabase {
    Database(String name, CursorRegistry cursors) {
      super(name, cursors);
    }

    @Override
    protected MemoryCollection openOrCreateCollection(String name, CollectionOptions options) {
      return new Collection(this, name, options, cursorRegistry);
    }
  }

  private static final class Collection extends MemoryCollection {
    Collection(MemoryDatabase database, String name, CollectionOptions options, CursorRegistry cursors) {
      super(database, name, options, cursors);
    }

    @Override
    protected boolean tracksDataSize() {
      return false;
    }
  }
}
