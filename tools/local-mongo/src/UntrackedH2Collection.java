import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.backend.Assert;
import de.bwaldvogel.mongo.backend.CollectionOptions;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.DocumentWithPosition;
import de.bwaldvogel.mongo.backend.Missing;
import de.bwaldvogel.mongo.backend.QueryResult;
import de.bwaldvogel.mongo.backend.Utils;
import de.bwaldvogel.mongo.backend.ValueComparator;
import de.bwaldvogel.mongo.backend.h2.H2Collection;
import de.bwaldvogel.mongo.bson.Document;
import java.util.NoSuchElementException;
import java.util.UUID;
import java.util.stream.Stream;
import org.h2.mvstore.MVMap;

/**
 * The H2 backend's collection with its documents held as BSON bytes (BsonBytes, docs/adr/0283) and
 * without its data-size statistic (docs/adr/0281).
 *
 * The published collection puts each Document in its data map, so H2's page cache holds every
 * cached document as a graph of maps and values, which the collector traces and copies and whose
 * every update leaves the old graph to collect from the old generation. Here the map holds a
 * document's bytes, written once when the document is, and each read decodes a new Document.
 * Every method of the published collection that reads or writes the map's values is replaced;
 * the others (count, isEmpty) read only its keys. A value a store written before holds as a
 * Document (Java serialisation) is read as such.
 *
 * The published collection also BSON-encodes a document on every insert and delete and both
 * versions of it on every update, and writes the running total to the collection's meta map, only
 * to report `size` in collStats and dbStats, which nothing of the product reads: not here.
 */
final class UntrackedH2Collection extends H2Collection {
  private final MVMap<Object, Object> documents;

  UntrackedH2Collection(MongoDatabase database, String name, CollectionOptions options, MVMap<Object, Object> dataMap, MVMap<String, Object> metaMap, CursorRegistry cursors) {
    super(database, name, options, asDocumentMap(dataMap), metaMap, cursors);
    this.documents = dataMap;
  }

  /** The published collection's constructor takes the map; none of its methods left here reads its values. */
  @SuppressWarnings("unchecked")
  private static MVMap<Object, Document> asDocumentMap(MVMap<Object, Object> map) {
    return (MVMap<Object, Document>) (MVMap<?, ?>) map;
  }

  private static Document documentOf(Object stored) {
    return stored instanceof BsonBytes bytes ? bytes.decode() : (Document) stored;
  }

  @Override
  protected boolean tracksDataSize() {
    return false;
  }

  @Override
  protected Object addDocumentInternal(Document document) {
    Object key = getIdField() != null ? Utils.getSubdocumentValue(document, getIdField()) : UUID.randomUUID();
    Object previous = documents.put(Missing.ofNullable(key), BsonBytes.of(document));
    Assert.isNull(previous, () -> "Document with key '" + key + "' already existed in " + this);
    return key;
  }

  @Override
  protected Document getDocument(Object position) {
    Object stored = documents.get(position);
    return stored == null ? null : documentOf(stored);
  }

  @Override
  protected void removeDocument(Object position) {
    if (documents.remove(position) == null) throw new NoSuchElementException("No document with key " + position);
  }

  @Override
  protected Stream<DocumentWithPosition<Object>> streamAllDocumentsWithPosition() {
    return documents.entrySet().stream().map(entry -> new DocumentWithPosition<>(documentOf(entry.getValue()), entry.getKey()));
  }

  @Override
  protected QueryResult matchDocuments(Document query, Document orderBy, int numberToSkip, int numberToReturn, int batchSize, Document fieldSelector) {
    Stream<Document> candidates = isNaturalDescending(orderBy)
        ? streamAllDocumentsWithPosition().sorted((a, b) -> ValueComparator.desc().compare(a.getPosition(), b.getPosition())).map(DocumentWithPosition::getDocument)
        : documents.values().stream().map(UntrackedH2Collection::documentOf);
    return matchDocumentsFromStream(candidates, query, orderBy, numberToSkip, numberToReturn, batchSize, fieldSelector);
  }

  @Override
  protected void handleUpdate(Object position, Document oldDocument, Document newDocument) {
    documents.put(Missing.ofNullable(position), BsonBytes.of(newDocument));
  }
}
