#import <Cocoa/Cocoa.h>

// IBOutlet NSTextField *commentedOut;
@interface SPPrefsPane : NSViewController
{
	IBOutlet NSTextField *statusField;
	IBOutlet NSButton *goButton, *otherButton;
}
@property (weak) IBOutlet NSTextField *titleField;
@property (nonatomic, strong) IBOutlet NSSearchField *searchField;

- (IBAction)go:(id)sender;
@end
