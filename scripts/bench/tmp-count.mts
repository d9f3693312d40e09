import { MongoClient } from 'mongodb';
const c = await new MongoClient('mongodb://127.0.0.1:29697').connect();
const g = c.db('mathquest_game');
console.log('sessions', await g.collection('sessions').estimatedDocumentCount(), 'served', await g.collection('served_problems').estimatedDocumentCount(), 'students', await g.collection('students').estimatedDocumentCount(), 'term students', await g.collection('students').countDocuments({ 'skills.20': { $exists: true } }));
await c.close();
